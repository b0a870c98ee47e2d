/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sim_Phone_TitleInputs */

const en_sim_phone_title = /** @type {(inputs: Sim_Phone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa simulator phone`)
};

const sw_sim_phone_title = /** @type {(inputs: Sim_Phone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simu ya majaribio ya M-Pesa`)
};

/**
* | output |
* | --- |
* | "M-Pesa simulator phone" |
*
* @param {Sim_Phone_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sim_phone_title = /** @type {((inputs?: Sim_Phone_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sim_Phone_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_sim_phone_title(inputs)
	return en_sim_phone_title(inputs)
});