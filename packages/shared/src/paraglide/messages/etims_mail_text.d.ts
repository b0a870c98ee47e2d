/**
* | output |
* | --- |
* | "KRA's eTIMS has signed it: {amount} for {item}. CU invoice number {cu}; receipt signature {signature}. Scan the QR code, or open the link below, to check it ..." |
*
* @param {Etims_Mail_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_mail_text: ((inputs: Etims_Mail_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Mail_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Mail_TextInputs = {
    amount: NonNullable<unknown>;
    item: NonNullable<unknown>;
    cu: NonNullable<unknown>;
    signature: NonNullable<unknown>;
};
