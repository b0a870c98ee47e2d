/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sim_Phone_PinInputs */

const en_sim_phone_pin = /** @type {(inputs: Sim_Phone_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter PIN`)
};

const sw_sim_phone_pin = /** @type {(inputs: Sim_Phone_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka PIN`)
};

/**
* | output |
* | --- |
* | "Enter PIN" |
*
* @param {Sim_Phone_PinInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sim_phone_pin = /** @type {((inputs?: Sim_Phone_PinInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sim_Phone_PinInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_sim_phone_pin(inputs)
	return en_sim_phone_pin(inputs)
});