/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Held_TitleInputs */

const en_held_title = /** @type {(inputs: Held_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Host payouts held`)
};

const sw_held_title = /** @type {(inputs: Held_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo ya wenyeji yaliyozuiliwa`)
};

/**
* | output |
* | --- |
* | "Host payouts held" |
*
* @param {Held_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const held_title = /** @type {((inputs?: Held_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Held_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_held_title(inputs)
	return en_held_title(inputs)
});