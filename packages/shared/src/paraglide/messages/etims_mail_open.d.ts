/**
* | output |
* | --- |
* | "Open the invoice" |
*
* @param {Etims_Mail_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_mail_open: ((inputs?: Etims_Mail_OpenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Mail_OpenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Mail_OpenInputs = {};
