import type PocketBase from 'pocketbase';

/** The smallest PNG there is: one pixel. */
const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/**
 * Gives the logged-in member a profile photo (a one-pixel PNG named gezicht.png), or takes it
 * away with `null`, as the account page does. Written as the multipart body itself: under jsdom
 * the SDK's FormData and File are jsdom's, which Node's fetch does not send.
 */
export async function setOwnAvatar(pb: PocketBase, photo: 'gezicht.png' | null): Promise<void> {
  const boundary = 'tjas-gezicht';
  const encode = (text: string) => new TextEncoder().encode(text);
  const parts =
    photo === null
      ? [encode(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"\r\n\r\n\r\n--${boundary}--\r\n`)]
      : [
          encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${photo}"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          ONE_PIXEL_PNG,
          encode(`\r\n--${boundary}--\r\n`),
        ];
  const body = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  parts.reduce((at, part) => (body.set(part, at), at + part.length), 0);
  const response = await fetch(`${pb.baseURL}/api/collections/users/records/${pb.authStore.record!.id}`, {
    method: 'PATCH',
    headers: { Authorization: pb.authStore.token, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  if (!response.ok) throw new Error(`Profielfoto niet gezet: ${response.status} ${await response.text()}`);
}
