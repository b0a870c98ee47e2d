/**
* | output |
* | --- |
* | "Pricing, hosting, reviews and running a space on Nafasi." |
*
* @param {Forum_Cat_Owners_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_owners_text: ((inputs?: Forum_Cat_Owners_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Cat_Owners_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Cat_Owners_TextInputs = {};
