/**
* | output |
* | --- |
* | "Please fill all required fields" |
*
* @param {Listing_Required_FieldsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_required_fields: ((inputs?: Listing_Required_FieldsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Required_FieldsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Required_FieldsInputs = {};
