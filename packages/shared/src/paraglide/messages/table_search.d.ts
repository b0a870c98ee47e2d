/**
* | output |
* | --- |
* | "Search {what}" |
*
* @param {Table_SearchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const table_search: ((inputs: Table_SearchInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Table_SearchInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Table_SearchInputs = {
    what: NonNullable<unknown>;
};
