/**
* | output |
* | --- |
* | "Members who ask to list spaces show here." |
*
* @param {Approvals_No_Upgrades_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_no_upgrades_text: ((inputs?: Approvals_No_Upgrades_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_No_Upgrades_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_No_Upgrades_TextInputs = {};
