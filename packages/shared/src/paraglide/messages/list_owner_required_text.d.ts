/**
* | output |
* | --- |
* | "Only owner accounts can list spaces. Contact support, or ask for an upgrade from your profile, to become an owner." |
*
* @param {List_Owner_Required_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_owner_required_text: ((inputs?: List_Owner_Required_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Owner_Required_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Owner_Required_TextInputs = {};
