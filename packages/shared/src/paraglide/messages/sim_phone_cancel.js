/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sim_Phone_CancelInputs */

const en_sim_phone_cancel = /** @type {(inputs: Sim_Phone_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const sw_sim_phone_cancel = /** @type {(inputs: Sim_Phone_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ghairi`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Sim_Phone_CancelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sim_phone_cancel = /** @type {((inputs?: Sim_Phone_CancelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sim_Phone_CancelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_sim_phone_cancel(inputs)
	return en_sim_phone_cancel(inputs)
});