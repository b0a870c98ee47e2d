/**
* | output |
* | --- |
* | "Enter PIN" |
*
* @param {Sim_Phone_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sim_phone_pin: ((inputs?: Sim_Phone_PinInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sim_Phone_PinInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sim_Phone_PinInputs = {};
