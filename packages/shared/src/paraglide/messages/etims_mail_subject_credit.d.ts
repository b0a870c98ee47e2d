/**
* | output |
* | --- |
* | "Your credit note {number} from Nafasi" |
*
* @param {Etims_Mail_Subject_CreditInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_mail_subject_credit: ((inputs: Etims_Mail_Subject_CreditInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Mail_Subject_CreditInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Mail_Subject_CreditInputs = {
    number: NonNullable<unknown>;
};
