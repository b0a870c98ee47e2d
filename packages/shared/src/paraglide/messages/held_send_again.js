/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Held_Send_AgainInputs */

const en_held_send_again = /** @type {(inputs: Held_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send again by M-Pesa`)
};

const sw_held_send_again = /** @type {(inputs: Held_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuma tena kwa M-Pesa`)
};

/**
* | output |
* | --- |
* | "Send again by M-Pesa" |
*
* @param {Held_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const held_send_again = /** @type {((inputs?: Held_Send_AgainInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Held_Send_AgainInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_held_send_again(inputs)
	return en_held_send_again(inputs)
});