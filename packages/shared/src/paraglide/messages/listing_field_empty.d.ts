/**
* | output |
* | --- |
* | "{message} ({field} is empty)" |
*
* @param {Listing_Field_EmptyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_field_empty: ((inputs: Listing_Field_EmptyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Field_EmptyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Field_EmptyInputs = {
    message: NonNullable<unknown>;
    field: NonNullable<unknown>;
};
