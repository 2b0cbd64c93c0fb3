import type { ProductCard } from '@bq/contract';
import { Card, Heading, Skeleton, Stack, toast } from '@bq/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { clearDraft } from '../../../shared/forms/draftStorage';
import { EditorDialogs } from '../../../shared/forms/EditorDialogs';
import { FieldLimits } from '../../../shared/forms/fields';
import { SaveOrCancel } from '../../../shared/forms/SaveOrCancel';
import { useEditor } from '../../../shared/forms/useEditor';
import { useLocalDraft } from '../../../shared/forms/useLocalDraft';
import { useUnsavedGuard } from '../../../shared/forms/useUnsavedGuard';
import { callKey, calls, useCallMutation } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { PHOTO_UPLOAD, useProduct, useProductTypes } from '../api/market';
import { marketPaths } from '../components/marketPaths';
import { ProductForm } from '../components/ProductForm';
import {
  checkProduct,
  emptyProductForm,
  PRODUCT_TEXT_LIMITS,
  type ProductFormValues,
  productFormOf,
  productRequestOf,
} from '../components/productMapping';

/**
 * Route `/marketing/commodity-manage/edit/:type?/:id?`: `edit/<id>` changes a product at the
 * version it was opened with (someone's save meanwhile is a conflict, said with a Reload offer),
 * anything else adds one as a draft (`?typeId=` preselects its type). Saved: its detail page.
 */
export default function ProductEditPage() {
  const params = useParams();
  const id = params.type === 'edit' ? idFromAddress(params.id) : undefined;
  const product = useProduct(id);
  if (id && !product.data) return product.isError ? null : <Skeleton lines={10} />;
  return <Editor key={id ?? 'new'} product={product.data ?? null} />;
}

function Editor({ product }: { product: ProductCard | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const types = useProductTypes();
  const initial = product
    ? productFormOf(product)
    : emptyProductForm(idFromAddress(search.get('typeId'))?.toString() ?? '');
  const form = useForm<ProductFormValues>({ defaultValues: initial });
  const scope = `product:${product?.id ?? 'new'}`;
  const draft = useLocalDraft(form, scope, initial);
  const add = useCallMutation(calls.product.add);
  const edit = useCallMutation(calls.product.edit);
  const editor = useEditor({
    form,
    reload: async () => {
      await client.invalidateQueries({ queryKey: callKey(calls.product.detail) });
    },
  });
  const guard = useUnsavedGuard(form.formState.isDirty);
  // After a reload the editor shows the product as it is now, at its new version.
  useEffect(() => {
    if (product) form.reset(productFormOf(product));
  }, [product, form]);

  // An inactive type stays offered to the product that already has it.
  const typeOptions = (types.data?.list ?? [])
    .filter((t) => t.active || t.id === product?.typeId)
    .map((t) => ({
      value: String(t.id),
      label: t.nameZh ? `${t.nameEn} · ${t.nameZh}` : t.nameEn,
    }));

  const submit = form.handleSubmit((values) => {
    const problems = Object.entries(checkProduct(values));
    if (problems.length > 0) {
      for (const [index, [name, message]] of problems.entries())
        form.setError(
          name as keyof ProductFormValues,
          { type: 'validate', message },
          { shouldFocus: index === 0 },
        );
      return;
    }
    return editor.run('save', async () => {
      const request = productRequestOf(values);
      let id = product?.id;
      if (product) await edit.mutateAsync({ ...request, id: product.id, version: product.version });
      else id = (await add.mutateAsync(request)).id;
      form.reset(values);
      clearDraft(scope);
      guard.allowNextNavigation();
      toast.success(product ? 'Product saved' : 'Product added as a draft');
      navigate(marketPaths.productDetail({ id }));
    });
  });

  return (
    <Stack space="lg">
      <Heading level={1}>{product ? 'Edit product' : 'New product'}</Heading>
      <Card>
        {types.data ? (
          <FormProvider {...form}>
            <FieldLimits table={PRODUCT_TEXT_LIMITS}>
              <form onSubmit={submit} noValidate aria-label="Product">
                <Stack space="lg">
                  <ProductForm types={typeOptions} photoUpload={PHOTO_UPLOAD} />
                  <SaveOrCancel
                    busy={editor.busy === 'save'}
                    saveText={product ? 'Save' : 'Add product'}
                    onCancel={() => navigate(-1)}
                  />
                </Stack>
              </form>
            </FieldLimits>
          </FormProvider>
        ) : (
          <Skeleton lines={10} />
        )}
      </Card>
      <EditorDialogs draft={draft} guard={guard} conflict={editor.conflict} record="product" />
    </Stack>
  );
}
