/**
* | output |
* | --- |
* | "Partnership type" |
*
* @param {Contact_Partnership_TypeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_partnership_type: ((inputs?: Contact_Partnership_TypeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Partnership_TypeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Partnership_TypeInputs = {};
