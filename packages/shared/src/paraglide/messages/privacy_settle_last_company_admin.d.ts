/**
* | output |
* | --- |
* | "You are the only admin of {company}: make a colleague its admin first." |
*
* @param {Privacy_Settle_Last_Company_AdminInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_settle_last_company_admin: ((inputs: Privacy_Settle_Last_Company_AdminInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Settle_Last_Company_AdminInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Settle_Last_Company_AdminInputs = {
    company: NonNullable<unknown>;
};
