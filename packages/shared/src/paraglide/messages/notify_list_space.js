/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_List_SpaceInputs */

const en_notify_list_space = /** @type {(inputs: Notify_List_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List a space`)
};

const sw_notify_list_space = /** @type {(inputs: Notify_List_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka eneo`)
};

/**
* | output |
* | --- |
* | "List a space" |
*
* @param {Notify_List_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_list_space = /** @type {((inputs?: Notify_List_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_List_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_list_space(inputs)
	return en_notify_list_space(inputs)
});