/** The client shell. The screens arrive with the web-client issue; until then this says so plainly. */
export function App() {
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#000', color: '#fff', fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <div style={{ maxWidth: 520, textAlign: 'center' }}>
        <h1 style={{ color: '#1BE885', margin: 0 }}>TalentLens</h1>
        <p>The web app is on its way. The API is up: sign-up and sign-in by work e-mail are served at <code>/api</code> and <code>/graphql</code>.</p>
      </div>
    </main>
  );
}
