/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_Mark_AllInputs */

const en_bell_mark_all = /** @type {(inputs: Bell_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all read`)
};

const sw_bell_mark_all = /** @type {(inputs: Bell_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka zote kuwa zimesomwa`)
};

/**
* | output |
* | --- |
* | "Mark all read" |
*
* @param {Bell_Mark_AllInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bell_mark_all = /** @type {((inputs?: Bell_Mark_AllInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_Mark_AllInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bell_mark_all(inputs)
	return en_bell_mark_all(inputs)
});