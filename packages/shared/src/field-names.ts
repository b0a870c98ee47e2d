import { m } from './i18n.ts';

/**
 * A field's name as the form that sends it labels it, in the reader's language: an error says
 * "Hourly rate (KSH) must not be negative", not "hourlyRate must not be negative". The API answer
 * still carries the code key in `field` for programs. Keys no form shows (query parameters, ids)
 * keep their code names, which is what a developer reading the API answer looks for.
 */
const LABELS: Record<string, () => string> = {
  title: m.form_title,
  description: m.invoice_description,
  category: m.filter_category,
  capacity: m.form_capacity_people,
  hourlyRate: m.form_hourly_rate,
  location: m.form_address,
  latitude: m.form_latitude,
  longitude: m.form_longitude,
  houseRules: m.form_house_rules,
  titleSw: m.form_title_sw,
  descriptionSw: m.form_description_sw,
  houseRulesSw: m.form_house_rules_sw,
  amenities: m.filter_amenities,
  amenity: m.filter_amenities,
  full_name: m.auth_full_name,
  email: m.auth_email,
  password: m.auth_password,
  name: m.contact_name,
  subject: m.contact_subject,
  company: m.contact_company,
  date: m.filter_date,
  startTime: m.slot_start_time,
  endTime: m.slot_end_time,
  kraPin: m.tax_kra_pin,
  invoiceName: m.tax_invoice_name,
  companyName: m.company_name,
  postalAddress: m.company_postal_address,
  billingEmail: m.company_billing_email,
  amount: m.admin_tax_amount,
  reference: m.admin_tax_reference,
};

export function fieldName(field: string): string {
  const label = Object.hasOwn(LABELS, field) ? LABELS[field] : undefined;
  return label ? label() : field;
}
