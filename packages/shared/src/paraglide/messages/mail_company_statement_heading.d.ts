/**
* | output |
* | --- |
* | "Your statement for {month}" |
*
* @param {Mail_Company_Statement_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_statement_heading: ((inputs: Mail_Company_Statement_HeadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Company_Statement_HeadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Company_Statement_HeadingInputs = {
    month: NonNullable<unknown>;
};
