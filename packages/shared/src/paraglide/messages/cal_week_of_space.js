/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Cal_Week_Of_SpaceInputs */

const en_cal_week_of_space = /** @type {(inputs: Cal_Week_Of_SpaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Week of ${i?.space}`)
};

const sw_cal_week_of_space = /** @type {(inputs: Cal_Week_Of_SpaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wiki ya ${i?.space}`)
};

/**
* | output |
* | --- |
* | "Week of {space}" |
*
* @param {Cal_Week_Of_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_week_of_space = /** @type {((inputs: Cal_Week_Of_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Week_Of_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_week_of_space(inputs)
	return en_cal_week_of_space(inputs)
});