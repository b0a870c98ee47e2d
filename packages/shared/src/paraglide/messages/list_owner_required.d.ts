/**
* | output |
* | --- |
* | "Owner Account Required" |
*
* @param {List_Owner_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_owner_required: ((inputs?: List_Owner_RequiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Owner_RequiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Owner_RequiredInputs = {};
