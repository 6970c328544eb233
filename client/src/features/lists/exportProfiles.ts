/**
 * Downloads chosen profiles as the CRM-ready CSV (POST /api/profile/export, the same columns as a
 * list's export). A file download is not GraphQL: the browser saves the server's file as it is.
 */
export async function downloadProfilesCsv(linkedinUsernames: readonly string[]): Promise<void> {
  const res = await fetch('/api/profile/export', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ linkedinUsernames }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'The export failed. Please try again.');
  }
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'talentlens-profiles.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has run.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
