/**
 * A ref that gives an `<img>` its address only once React has committed it to the page:
 * `<img ref={srcOnCommit(url)} width=… height=… alt=… />`, for a picture the page's answer
 * preloads (its `Link` header).
 *
 * Why: React creates an element and sets its attributes while it renders, and a render in a
 * transition (useAsync) is thrown away when another update comes first, such as the session's
 * refresh, and started again. The `<img>` of the thrown-away render has already asked for its
 * picture and used the preload up; the committed one asked again, and Chromium fetched the
 * picture a second time from the network (under Lighthouse: the first card's cover on
 * /evenementen in 2 of 2 loads, an album's first photo in 4 of 7; BENCHMARKS.md).
 */
export function srcOnCommit(src: string): (image: HTMLImageElement | null) => void {
  return (image) => {
    if (image && image.getAttribute('src') !== src) image.src = src;
  };
}
