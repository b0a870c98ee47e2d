/**
* | output |
* | --- |
* | "An admin of {company} removed you from its Nafasi account. You can no longer book on its account or see its bookings; the bookings you made on it stay the co..." |
*
* @param {Mail_Company_Removed_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_company_removed_body: ((inputs: Mail_Company_Removed_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Company_Removed_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Company_Removed_BodyInputs = {
    company: NonNullable<unknown>;
};
