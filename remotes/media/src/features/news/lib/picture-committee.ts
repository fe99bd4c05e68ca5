/**
 * The committee a picture in an edited post is uploaded for: the post's own when the member
 * publishes for it, else the member's first publishing committee (an admin editing another
 * committee's post, or a committee renamed since). The server takes only the member's own.
 */
export function pictureCommittee(signedAs: string, publishers: readonly { name: string }[]): string {
  const own = publishers.find((committee) => committee.name.trim().toLowerCase() === signedAs.trim().toLowerCase());
  return own?.name ?? publishers[0]?.name ?? '';
}
