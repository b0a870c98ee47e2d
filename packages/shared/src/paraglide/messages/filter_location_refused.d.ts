/**
* | output |
* | --- |
* | "We could not get your location. Allow it in your browser, or type an area under Location." |
*
* @param {Filter_Location_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const filter_location_refused: ((inputs?: Filter_Location_RefusedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Filter_Location_RefusedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Filter_Location_RefusedInputs = {};
