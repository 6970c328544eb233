/**
 * Job descriptions the reading tests share (job-description.spec.ts, job-description-model.spec.ts,
 * job-description-model.test.ts).
 */

/** A heading with the title and level, a Location line, requirements and nice-to-haves. */
export const BACKEND = `Senior Backend Engineer (m/f/d)
Location: Berlin, Germany (hybrid)

About us
We are a fast-growing fintech building payment infrastructure for Europe.

Requirements
- 5+ years of experience as a backend engineer
- Strong Go and PostgreSQL
- Experience with Kubernetes and Docker

Nice to have
- Terraform
- Kafka`;

/** The role is in the thirteenth line, in prose: past where the rules look for it. */
export const SRE = `Northwind Health
Who we are
We started in a garage in 2012.
Since then we have grown to serve hospitals across the country.
Our teams are small and trusted.
We value kindness and candour.
We publish our salaries.
We take four weeks of holiday.
Everyone is on call once a quarter.
We write things down.
Our office is in Toronto and most of us come in twice a week.
The role
You will be our next site reliability engineer, keeping the platform up around the clock.
You know Terraform and Kubernetes well, and you have run Prometheus in production.
Experience with Ansible is a plus.`;
