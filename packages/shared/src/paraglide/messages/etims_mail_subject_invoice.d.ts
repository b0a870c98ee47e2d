/**
* | output |
* | --- |
* | "Your tax invoice {number} from Nafasi" |
*
* @param {Etims_Mail_Subject_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_mail_subject_invoice: ((inputs: Etims_Mail_Subject_InvoiceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Mail_Subject_InvoiceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Mail_Subject_InvoiceInputs = {
    number: NonNullable<unknown>;
};
