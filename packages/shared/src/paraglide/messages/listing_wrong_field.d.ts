/**
* | output |
* | --- |
* | "Send photos in the field \"files\"." |
*
* @param {Listing_Wrong_FieldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_wrong_field: ((inputs?: Listing_Wrong_FieldInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Wrong_FieldInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Wrong_FieldInputs = {};
