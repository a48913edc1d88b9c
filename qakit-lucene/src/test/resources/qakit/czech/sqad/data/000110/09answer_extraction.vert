<s>
polská	polský	k2eAgFnSc1d1
meteorologická	meteorologický	k2eAgFnSc1d1
observatoř	observatoř	k1gFnSc1
</s>
