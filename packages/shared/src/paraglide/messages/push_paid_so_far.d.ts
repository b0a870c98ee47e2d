/**
* | output |
* | --- |
* | "Paid so far: {paid} of {total}" |
*
* @param {Push_Paid_So_FarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_paid_so_far: ((inputs: Push_Paid_So_FarInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Push_Paid_So_FarInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Push_Paid_So_FarInputs = {
    paid: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
