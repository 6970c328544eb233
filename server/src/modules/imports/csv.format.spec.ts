import { columnsOf, GUESS_MAPPING, readCsvPerson } from './csv.format';

describe('the guess of the columns of a CSV file without a preset or a mapping', () => {
  it.each([
    [
      'German (a HubSpot account set up in German)',
      ['Vorname', 'Nachname', 'E-Mail', 'Firmenname', 'Stellenbezeichnung', 'Telefonnummer', 'Stadt', 'Land'],
    ],
    ['French', ['Prénom', 'Nom', 'Adresse e-mail', 'Entreprise', 'Intitulé du poste', 'Téléphone', 'Ville', 'Pays']],
    ['Spanish, accents left out', ['Nombre', 'Apellidos', 'Correo electronico', 'Empresa', 'Cargo', 'Telefono', 'Ciudad', 'Pais']],
    ['Dutch', ['Voornaam', 'Achternaam', 'E-mailadres', 'Bedrijf', 'Functie', 'Telefoonnummer', 'Woonplaats', 'Land']],
  ])('reads a header row in %s', (_language, header) => {
    expect(columnsOf(header, GUESS_MAPPING)).toEqual({
      firstName: 0,
      lastName: 1,
      email: 2,
      company: 3,
      title: 4,
      phone: 5,
      city: 6,
      country: 7,
    });
  });

  it('reads the person of such a row as of an English one', () => {
    const header = ['Vorname', 'Nachname', 'E-Mail', 'Firma', 'Position', 'Ort', 'Land'];
    const columns = columnsOf(header, GUESS_MAPPING)!;
    const person = readCsvPerson(
      ['Jana', 'Nováková', 'jana@firma-novak.example', 'Firma Novák s.r.o.', 'Vertriebsleiterin', 'Brno', 'Czechia'],
      columns,
    );
    expect(person).toMatchObject({
      firstName: 'Jana',
      lastName: 'Nováková',
      title: 'Vertriebsleiterin',
      company: expect.objectContaining({ name: 'Firma Novák s.r.o.' }),
      location: expect.objectContaining({ city: 'Brno' }),
    });
    expect(person.emails).toEqual([expect.objectContaining({ value: 'jana@firma-novak.example' })]);
  });
});
