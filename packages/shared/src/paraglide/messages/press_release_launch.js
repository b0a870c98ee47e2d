/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_Release_LaunchInputs */

const en_press_release_launch = /** @type {(inputs: Press_Release_LaunchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi launches in Nairobi, Mombasa, Kisumu and Nakuru`)
};

const sw_press_release_launch = /** @type {(inputs: Press_Release_LaunchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi yazinduliwa Nairobi, Mombasa, Kisumu na Nakuru`)
};

/**
* | output |
* | --- |
* | "Nafasi launches in Nairobi, Mombasa, Kisumu and Nakuru" |
*
* @param {Press_Release_LaunchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_release_launch = /** @type {((inputs?: Press_Release_LaunchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Release_LaunchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_release_launch(inputs)
	return en_press_release_launch(inputs)
});