/**
* | output |
* | --- |
* | "e.g. Westlands" |
*
* @param {Filter_Location_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_location_placeholder: ((inputs?: Filter_Location_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filter_Location_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filter_Location_PlaceholderInputs = {};
