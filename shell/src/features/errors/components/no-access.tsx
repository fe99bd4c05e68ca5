import { Link } from 'react-router';

export function NoAccess() {
  return (
    <section className="notice" role="alert" data-status="403">
      <h1>Geen toegang</h1>
      <p>Deze pagina is alleen voor leden van de commissie die erover gaat.</p>
      <Link to="/">Naar de startpagina</Link>
    </section>
  );
}
