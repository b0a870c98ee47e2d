/**
* | output |
* | --- |
* | "Pay KSH {amount} to Nafasi for {reference} from {phone}?" |
*
* @param {Sim_Phone_RequestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sim_phone_request: ((inputs: Sim_Phone_RequestInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sim_Phone_RequestInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sim_Phone_RequestInputs = {
    amount: NonNullable<unknown>;
    reference: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
