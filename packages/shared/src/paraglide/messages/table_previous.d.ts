/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Table_PreviousInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const table_previous: ((inputs?: Table_PreviousInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Table_PreviousInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Table_PreviousInputs = {};
