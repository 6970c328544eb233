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

  it("reads a sales tool's contact export by the person's columns, not the company's (Apollo)", () => {
    const header = (
      'First Name,Last Name,Title,Company,Company Name for Emails,Email,Email Status,Seniority,Departments,First Phone,' +
      'Work Direct Phone,Home Phone,Mobile Phone,Corporate Phone,# Employees,Industry,Person Linkedin Url,Website,' +
      'Company Linkedin Url,City,State,Country,Company City,Company State,Company Country,Company Phone'
    ).split(',');
    const columns = columnsOf(header, GUESS_MAPPING)!;
    expect(columns).toEqual({
      firstName: 0,
      lastName: 1,
      title: 2,
      company: 3,
      email: 5,
      phone: 9,
      mobilePhone: 12,
      linkedinUrl: 16,
      companyWebsite: 17,
      city: 19,
      region: 20,
      country: 21,
    });
    const row = header.map(() => '');
    Object.assign(row, {
      0: 'Megan',
      1: 'Carter',
      2: 'Director of Demand Generation',
      3: 'Brightwave Analytics',
      5: 'megan.carter@brightwave.example',
      9: "'+1 512-555-0142",
      12: "'+1 512-555-0199",
      13: "'+1 512-555-0100",
      16: 'http://www.linkedin.com/in/megan-carter-demandgen',
      18: 'http://www.linkedin.com/company/brightwave',
      19: 'Austin',
      20: 'Texas',
      21: 'United States',
    });
    const person = readCsvPerson(row, columns);
    expect(person).toMatchObject({
      linkedinUsername: 'megan-carter-demandgen',
      location: expect.objectContaining({ city: 'Austin', region: 'Texas', countryCode: 'US' }),
    });
    expect(person.phones.map((p) => p.value).sort()).toEqual(['+15125550142', '+15125550199']);
  });

  it('reads a ZoomInfo and a Salesforce report header the same way', () => {
    expect(
      columnsOf(
        [
          'First Name',
          'Last Name',
          'Job Title',
          'Company Name',
          'Email Address',
          'Direct Phone Number',
          'LinkedIn Contact Profile URL',
          'Person City',
          'Person State',
          'Country',
        ],
        GUESS_MAPPING,
      ),
    ).toEqual({ firstName: 0, lastName: 1, title: 2, company: 3, email: 4, phone: 5, linkedinUrl: 6, city: 7, region: 8, country: 9 });
    expect(
      columnsOf(
        [
          'First Name',
          'Last Name',
          'Title',
          'Account Name',
          'Email',
          'Mobile',
          'Mailing City',
          'Mailing State/Province',
          'Mailing Country',
        ],
        GUESS_MAPPING,
      ),
    ).toEqual({ firstName: 0, lastName: 1, title: 2, company: 3, email: 4, mobilePhone: 5, city: 6, region: 7, country: 8 });
  });

  it("reads a Sales Navigator export's profile link, not its /sales/lead/ link (Phantombuster's columns)", () => {
    const header = (
      'profileUrl,fullName,firstName,lastName,companyName,title,companyId,companyUrl,summary,industry,companyLocation,location,' +
      'connectionDegree,vmid,linkedInProfileUrl,query,timestamp'
    ).split(',');
    const columns = columnsOf(header, GUESS_MAPPING)!;
    expect(columns).toMatchObject({ firstName: 2, lastName: 3, company: 4, title: 5, location: 11, linkedinUrl: 14 });
    const row = header.map(() => '');
    Object.assign(row, {
      0: 'https://www.linkedin.com/sales/lead/ACwAAAB1c2VyLW1hZGUtdXA,NAME_SEARCH,abcd',
      1: 'Lena Fischer',
      2: 'Lena',
      3: 'Fischer',
      4: 'Kontor Software GmbH',
      5: 'Head of Sales DACH',
      11: 'Berlin, Berlin, Germany',
      14: 'https://www.linkedin.com/in/lena-fischer-sales',
    });
    expect(readCsvPerson(row, columns)).toMatchObject({
      linkedinUsername: 'lena-fischer-sales',
      location: expect.objectContaining({ countryCode: 'DE' }),
    });
  });
});
