// Follows a signed download link (issue 26): the browser fetches the file itself, as the spec's
// navigation does, with no bearer token, and saves it under the server's file name.
export function followDownloadLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  // A download, never a navigation: an error answer cannot replace the page.
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
