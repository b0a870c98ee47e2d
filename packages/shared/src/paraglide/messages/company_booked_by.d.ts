/**
* | output |
* | --- |
* | "Booked by {name}" |
*
* @param {Company_Booked_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_booked_by: ((inputs: Company_Booked_ByInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Booked_ByInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Booked_ByInputs = {
    name: NonNullable<unknown>;
};
