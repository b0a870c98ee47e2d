/**
* | output |
* | --- |
* | "It may not exist, or you are no longer a member of it." |
*
* @param {Company_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_not_found_text: ((inputs?: Company_Not_Found_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Not_Found_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Not_Found_TextInputs = {};
