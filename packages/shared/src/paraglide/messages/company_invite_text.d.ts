/**
* | output |
* | --- |
* | "Invite a colleague by e-mail. The link works once, for that address, for {days} days." |
*
* @param {Company_Invite_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_invite_text: ((inputs: Company_Invite_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Invite_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Invite_TextInputs = {
    days: NonNullable<unknown>;
};
