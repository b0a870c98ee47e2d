/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sim_Phone_NoneInputs */

const en_sim_phone_none = /** @type {(inputs: Sim_Phone_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payment requests waiting. Reload after asking for one.`)
};

const sw_sim_phone_none = /** @type {(inputs: Sim_Phone_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna ombi la malipo linalosubiri. Pakia upya ukurasa baada ya kuomba moja.`)
};

/**
* | output |
* | --- |
* | "No payment requests waiting. Reload after asking for one." |
*
* @param {Sim_Phone_NoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sim_phone_none = /** @type {((inputs?: Sim_Phone_NoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sim_Phone_NoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_sim_phone_none(inputs)
	return en_sim_phone_none(inputs)
});