/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_Try_AgainInputs */

const en_push_try_again = /** @type {(inputs: Push_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

const sw_push_try_again = /** @type {(inputs: Push_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jaribu tena`)
};

/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Push_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_try_again = /** @type {((inputs?: Push_Try_AgainInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Try_AgainInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_push_try_again(inputs)
	return en_push_try_again(inputs)
});