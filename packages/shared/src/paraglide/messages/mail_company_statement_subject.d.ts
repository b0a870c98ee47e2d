/**
* | output |
* | --- |
* | "{company}: your Nafasi statement for {month}" |
*
* @param {Mail_Company_Statement_SubjectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_statement_subject: ((inputs: Mail_Company_Statement_SubjectInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Company_Statement_SubjectInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Company_Statement_SubjectInputs = {
    company: NonNullable<unknown>;
    month: NonNullable<unknown>;
};
