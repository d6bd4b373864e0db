/** /admin/reports: the reference's date-range usage report arrives with billing. */
export function AdminReportsPage() {
  return (
    <section className="admin-page" aria-labelledby="admin-reports-title">
      <h2 id="admin-reports-title">Audio Usage Reports</h2>
      <p>Audio usage reports arrive with billing: they are not available yet.</p>
    </section>
  );
}
