/**
* | output |
* | --- |
* | "The statement of {company}'s account for the month is attached as a PDF and a CSV: {invoiced} invoiced, {received} received, {owed} still owed on the month's..." |
*
* @param {Mail_Company_Statement_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_statement_body: ((inputs: Mail_Company_Statement_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Company_Statement_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Company_Statement_BodyInputs = {
    company: NonNullable<unknown>;
    invoiced: NonNullable<unknown>;
    received: NonNullable<unknown>;
    owed: NonNullable<unknown>;
};
