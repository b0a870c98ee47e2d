/**
* | output |
* | --- |
* | "Bookings made from now on carry VAT at {percent}%, paid out to you to account for; bookings already made keep their terms." |
*
* @param {Tax_Vat_Registered_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_vat_registered_hint: ((inputs: Tax_Vat_Registered_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Vat_Registered_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Vat_Registered_HintInputs = {
    percent: NonNullable<unknown>;
};
