/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Cannot_Remove_SelfInputs */

const en_api_cannot_remove_self = /** @type {(inputs: Api_Cannot_Remove_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot remove yourself; leave the room instead.`)
};

const sw_api_cannot_remove_self = /** @type {(inputs: Api_Cannot_Remove_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huwezi kujiondoa mwenyewe; ondoka chumbani badala yake.`)
};

/**
* | output |
* | --- |
* | "You cannot remove yourself; leave the room instead." |
*
* @param {Api_Cannot_Remove_SelfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_cannot_remove_self = /** @type {((inputs?: Api_Cannot_Remove_SelfInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Cannot_Remove_SelfInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_cannot_remove_self(inputs)
	return en_api_cannot_remove_self(inputs)
});