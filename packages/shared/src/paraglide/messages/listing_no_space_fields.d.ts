/**
* | output |
* | --- |
* | "Send the space as JSON, or as multipart/form-data with its fields as JSON in the field \"space\" and its photos in \"files\"." |
*
* @param {Listing_No_Space_FieldsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_no_space_fields: ((inputs?: Listing_No_Space_FieldsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_No_Space_FieldsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_No_Space_FieldsInputs = {};
